/** An article's sanitised HTML (the server cleaned it on write), its upload images fetched with the reader's token. */
import { Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fillImageSources } from '../utils/article-images';

export const ARTICLE_TYPOGRAPHY = {
  '& p': { my: '2', lineHeight: '1.7' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '4', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '3', mb: '2' },
  '& ul': { pl: '6', listStyleType: 'disc' },
  '& ol': { pl: '6', listStyleType: 'decimal' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.emphasized', pl: '3', color: 'fg.muted' },
  '& img': { maxW: '100%', h: 'auto', borderRadius: 'md', my: '2' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto' },
} as const;

export interface ArticleHtmlProps {
  html: string;
  testId?: string;
}

export function ArticleHtml({ html, testId }: ArticleHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ref.current) return;
    let urls: string[] = [];
    let live = true;
    void fillImageSources(ref.current, queryClient).then((u) => {
      if (live) urls = u;
      else u.forEach((x) => URL.revokeObjectURL(x));
    });
    return () => {
      live = false;
      urls.forEach((x) => URL.revokeObjectURL(x));
    };
  }, [html, queryClient]);
  return <Box ref={ref} css={ARTICLE_TYPOGRAPHY} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
