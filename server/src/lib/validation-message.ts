/** Turns the validation issues of a rejected request into one human message that names each field. */
import type { FastifySchemaValidationError } from 'fastify';
import {
  isServerMessageKey,
  joinMessages,
  serverMessage,
  typeName,
  type ServerLang,
  type ServerMessageKey,
} from '../../../src/domain/server-messages';

type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'message' | 'params'>;

function reason(lang: ServerLang, issue: Issue): string {
  const p = issue.params as Record<string, unknown>;
  const t = (key: ServerMessageKey, params?: Record<string, string | number>) => serverMessage(lang, key, params);
  if (issue.message && isServerMessageKey(issue.message)) return t(issue.message);
  switch (issue.keyword) {
    case 'invalid_type':
      return /received (undefined|null)$/.test(issue.message ?? '') ? t('required') : t('wrongType', { expected: typeName(lang, String(p.expected)) });
    case 'too_big':
      if (p.origin === 'string') return t('tooLong', { max: String(p.maximum) });
      if (p.origin === 'array' || p.origin === 'set') return t('tooManyItems', { max: String(p.maximum) });
      return t('tooBig', { max: String(p.maximum) });
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? t('required') : t('tooShort', { min: String(p.minimum) });
      if (p.origin === 'array' || p.origin === 'set') return t('tooFewItems', { min: String(p.minimum) });
      return t('tooSmall', { min: String(p.minimum) });
    case 'invalid_value':
      return t('invalidValue', { values: (p.values as unknown[] | undefined)?.map(String).join(', ') ?? '' });
    case 'invalid_format':
      return t('invalidFormat');
    case 'unrecognized_keys':
      return t('unknownField');
    default:
      return t('invalid');
  }
}

function fieldName(issue: Issue, context: string | undefined): string {
  const p = issue.params as Record<string, unknown>;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(p.keys)) return p.keys.join(', ');
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

export function validationMessage(lang: ServerLang, issues: Issue[], context?: string): string {
  const parts = issues.slice(0, 5).map((issue) =>
    serverMessage(lang, 'fieldIssue', { field: fieldName(issue, context), reason: reason(lang, issue) }),
  );
  return joinMessages(lang, [...new Set(parts)]);
}
