/** /saas/article/edit and /saas/article/edit/:id: write or edit an article (draft or withdrawn), save, or save and publish. */
import { Alert, Box, Button, Field, HStack, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '@/domain/content/api';
import { ARTICLE_AUDIENCES, articleEditable, type ArticleAudience } from '@/domain/content/articles';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { articleQuery, useArticleAction, useSaveArticle } from '../api/articles';
import { withImageSources } from '../utils/article-images';

// the editor (TipTap + ProseMirror) is its own chunk: only this screen loads it
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const blank = (html: string) => html.replace(/<(p|br|\/p)[^>]*>/g, '').trim() === '';

export function ArticleEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: idParam } = useParams({ strict: false }) as { id?: string };
  const id = idParam ? Number(idParam) : null;
  const existing = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  const save = useSaveArticle(id);
  const act = useArticleAction();
  const [form, setForm] = useState({ title: '', summary: '', audience: 'consignor' as ArticleAudience });
  const [body, setBody] = useState('');
  const [initial, setInitial] = useState<string | null>(id === null ? '' : null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    setForm({ title: a.title, summary: a.summary, audience: a.audience });
    setBody(a.body);
    let urls: string[] = [];
    void withImageSources(a.body, queryClient).then((r) => {
      urls = r.urls;
      setInitial(r.html);
    });
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [existing.data, queryClient]);

  if (id !== null && existing.isError) return <Text p="4">{t('content.notFound')}</Text>;
  const locked = existing.data ? !articleEditable(existing.data.status) : false;

  const submit = async (publish: boolean) => {
    if (!form.title.trim()) return setProblem(t('content.article.titleRequired'));
    if (blank(body)) return setProblem(t('content.article.bodyRequired'));
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ title: form.title, summary: form.summary, audience: form.audience, body });
      if (publish) await act.mutateAsync({ id: saved.id, action: 'publish' });
      toast.success(t(publish ? 'content.article.done.publish' : 'content.saved'));
      void navigate({ to: '/saas/article/show/$id', params: { id: String(saved.id) } as never });
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : t('content.failed'));
    }
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} maxW="960px" data-testid="article-edit-screen">
      <Heading size="md">{id === null ? t('content.article.create') : t('content.article.edit')}</Heading>
      {locked && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('content.article.publishedLocked')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3" align="start" flexWrap="wrap">
        <Field.Root required flex="1" minW="240px">
          <Field.Label>{t('content.article.fields.title')}</Field.Label>
          <Input size="sm" maxLength={ARTICLE_TITLE_MAX} value={form.title} onChange={(e) => setForm({ ...form, title: e.currentTarget.value })} data-testid="article-title" />
        </Field.Root>
        <Field.Root w="160px">
          <Field.Label>{t('content.article.fields.audience')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={form.audience} onChange={(e) => setForm({ ...form, audience: e.currentTarget.value as ArticleAudience })} data-testid="article-audience">
              {ARTICLE_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`content.article.audience.${a}`)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>{t('content.article.fields.summary')}</Field.Label>
        <Input size="sm" maxLength={ARTICLE_SUMMARY_MAX} value={form.summary} onChange={(e) => setForm({ ...form, summary: e.currentTarget.value })} />
        <Field.HelperText>{t('content.article.summaryHint')}</Field.HelperText>
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {t('content.article.fields.body')}
        </Text>
        {initial === null ? (
          <Spinner size="sm" />
        ) : (
          <Suspense fallback={<Text fontSize="sm">{t('content.article.editorLoading')}</Text>}>
            <RichTextEditor initialHtml={initial} onChange={setBody} />
          </Suspense>
        )}
      </Box>
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="article-error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: '/saas/article/index' })}>
          {t('content.cancel')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={locked} loading={save.isPending} onClick={() => void submit(false)} data-testid="article-save">
          {t('content.article.saveDraft')}
        </Button>
        <Button size="sm" colorPalette="brand" disabled={locked} loading={save.isPending || act.isPending} onClick={() => void submit(true)} data-testid="article-publish">
          {t('content.article.saveAndPublish')}
        </Button>
      </HStack>
    </Stack>
  );
}
