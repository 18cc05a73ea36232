/**
 * The article editor (TipTap: starter kit + images). Loaded lazily by the edit screen only, so the editor's code
 * stays out of the main bundle. Images go through the existing upload (/file/image/upload, content-checked) and are
 * kept as data-fileid; the shown source is a local object URL the server drops.
 */
import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ReactNode } from 'react';
import { LuBold, LuHeading2, LuImage, LuItalic, LuLink, LuList, LuListOrdered, LuQuote, LuRedo2, LuStrikethrough, LuUndo2 } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '@/components/ui/image-uploader/file-api';
import { toast } from '@/lib/toaster';
import { ARTICLE_TYPOGRAPHY } from './article-html';

const UploadImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      fileid: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-fileid'),
        renderHTML: (attrs: { fileid?: string | null }) => (attrs.fileid ? { 'data-fileid': attrs.fileid } : {}),
      },
    };
  },
});

export interface RichTextEditorProps {
  initialHtml: string;
  onChange(html: string): void;
}

export function RichTextEditor({ initialHtml, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), UploadImage],
    content: initialHtml,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { 'data-testid': 'article-editor', 'aria-label': t('content.article.fields.body') } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const pickImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      editor.chain().focus().insertContent({ type: 'image', attrs: { src: URL.createObjectURL(file), alt: file.name, fileid: uploaded.fileid } }).run();
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('content.failed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const setLink = () => {
    if (!editor) return;
    if (state?.link) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(t('content.article.linkPrompt'), 'https://');
    if (href && /^(https?:|mailto:)/i.test(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const tool = (key: keyof NonNullable<typeof state> | 'undo' | 'redo' | 'image', label: ReactNode, run: () => void) => (
    <Button
      key={key}
      size="xs"
      variant={state && key in state && state[key as keyof typeof state] ? 'solid' : 'ghost'}
      onClick={run}
      aria-label={t(`content.article.toolbar.${key}`)}
      title={t(`content.article.toolbar.${key}`)}
      data-testid={`article-tool-${key}`}
    >
      {label}
    </Button>
  );

  const chain = () => editor!.chain().focus();
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg">
      <HStack gap="1" p="1" borderBottomWidth="1px" flexWrap="wrap">
        {tool('bold', <LuBold />, () => chain().toggleBold().run())}
        {tool('italic', <LuItalic />, () => chain().toggleItalic().run())}
        {tool('strike', <LuStrikethrough />, () => chain().toggleStrike().run())}
        {tool('h2', <LuHeading2 />, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('bullet', <LuList />, () => chain().toggleBulletList().run())}
        {tool('ordered', <LuListOrdered />, () => chain().toggleOrderedList().run())}
        {tool('quote', <LuQuote />, () => chain().toggleBlockquote().run())}
        {tool('link', <LuLink />, setLink)}
        {tool('image', <LuImage />, () => fileInput.current?.click())}
        {tool('undo', <LuUndo2 />, () => chain().undo().run())}
        {tool('redo', <LuRedo2 />, () => chain().redo().run())}
        {uploading && (
          <HStack gap="1">
            <Spinner size="xs" />
            <Text fontSize="xs">{t('content.article.uploading')}</Text>
          </HStack>
        )}
        <input ref={fileInput} type="file" accept="image/*" hidden data-testid="article-image-input" onChange={(e) => void pickImage(e.currentTarget.files?.[0])} />
      </HStack>
      <Box p="3" minH="280px" css={{ ...ARTICLE_TYPOGRAPHY, '& .tiptap': { outline: 'none', minH: '260px' } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

export default RichTextEditor;
