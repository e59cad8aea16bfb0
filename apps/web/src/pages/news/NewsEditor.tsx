import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAddress, uploadRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { checkUpload } from '../../kit';
import classes from './NewsEditor.module.css';

const STORED_FILE = /\/files\/[0-9a-fA-F-]{36}/g;

/**
 * Stored images are `/files/:id`, which only a request with the session's token may read: the editor
 * shows each as an object URL of its bytes and gives the stored address back in what it hands out.
 */
function useImageAddresses() {
  const shown = useRef(new Map<string, string>());
  useEffect(() => {
    const urls = shown.current;
    return () => {
      for (const url of urls.keys()) URL.revokeObjectURL(url);
    };
  }, []);
  const show = (stored: string, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    shown.current.set(url, stored);
    return url;
  };
  return {
    show,
    /** The stored HTML with object URLs shown instead of stored addresses (their bytes fetched). */
    async toShown(html: string) {
      const stored = [...new Set(html.match(STORED_FILE) ?? [])];
      const blobs = await Promise.all(stored.map((address) => downloadAddress(address).catch(() => null)));
      return stored.reduce(
        (text, address, index) =>
          blobs[index] ? text.replaceAll(address, show(address, blobs[index])) : text,
        html,
      );
    },
    toStored(html: string) {
      let text = html;
      for (const [url, stored] of shown.current) text = text.replaceAll(url, stored);
      return text;
    },
  };
}

/** The toolbar's and the link editor's texts in the interface language (Mantine's are English). */
function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('news');
  return useMemo(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      clearFormattingControlLabel: t('editor.clearFormatting'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      h4ControlLabel: t('editor.h4'),
      blockquoteControlLabel: t('editor.blockquote'),
      hrControlLabel: t('editor.hr'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      imageUploadControlLabel: t('editor.image'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
      linkEditorInputLabel: t('editor.linkAddress'),
      linkEditorInputPlaceholder: t('editor.linkPlaceholder'),
      linkEditorExternalLink: t('editor.linkNewTab'),
      linkEditorInternalLink: t('editor.linkSameTab'),
      linkEditorSave: t('editor.linkSave'),
    }),
    [t],
  );
}

export interface NewsEditorProps {
  label: ReactNode;
  /** The stored HTML (with `/files/:id` images). */
  value: string;
  onChange: (html: string) => void;
  /** Bumped when `value` is replaced from outside (the saved item arrived): the editor loads it. */
  version: number;
  error?: ReactNode;
  required?: boolean;
}

/**
 * The news text in the TipTap editor of Mantine: headings, emphasis, lists, quotes, links and images
 * uploaded with the upload route (picked, pasted or dropped). The server cleans the HTML again.
 */
export default function NewsEditor({ label, value, onChange, version, error, required }: NewsEditorProps) {
  const language = useLanguage();
  const images = useImageAddresses();
  const labels = useToolbarLabels();
  const latest = useRef(value);
  latest.current = value;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(TipTapImage, {
        onImageUpload: async (file: File) => {
          const problem = checkUpload(file, 'image', language);
          if (problem) throw new Error(problem);
          const stored = await uploadRoute(ROUTES.files.upload, file, file.name);
          return { src: images.show(stored.url, file), alt: file.name };
        },
        onImageUploadError: (_file: File, problem: unknown) =>
          notifications.show({
            color: 'red',
            message:
              problem instanceof ApiError || problem instanceof Error ? problem.message : String(problem),
          }),
      }),
    ],
    content: '',
    onUpdate: ({ editor: current }) => onChange(images.toStored(current.getHTML())),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the text when it is replaced, not on every keystroke
  useEffect(() => {
    if (!editor) return;
    let cancelled = false;
    void images.toShown(latest.current).then((html) => {
      if (!cancelled) editor.commands.setContent(html, { emitUpdate: false });
    });
    return () => {
      cancelled = true;
    };
  }, [editor, version]);

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <RichTextEditor editor={editor} labels={labels} mt={6} data-testid="news-editor">
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={320} className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
