import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { richTextSx } from './rich-text-styles';
import { inSentence } from '@/lib/format';

export type RichTextEditorProps = {
  label: string;
  /** The starting HTML; later changes come from the editor itself. */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Lets the form put the cursor here when the content has an error. */
  inputRef?: (instance: { focus: () => void } | null) => void;
  error?: string;
  helperText?: ReactNode;
};

type ToolProps = {
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
};

function Tool({ title, active, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          aria-pressed={active}
          disabled={disabled}
          // Keep the selection in the editor while clicking the toolbar.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={{
            borderRadius: 1,
            color: active ? 'primary.main' : 'text.secondary',
            bgcolor: active ? 'action.selected' : 'transparent',
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function HeadingTool({ editor, level, active }: { editor: Editor; level: 2 | 3; active: boolean }) {
  return (
    // Named by what it shows (H2, H3), which is what a person using speech says; the tooltip
    // tells what it does.
    <Tooltip title={level === 2 ? 'Encabezado de sección' : 'Encabezado menor'} describeChild>
      <Button
        size="small"
        color="inherit"
        aria-pressed={active}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        sx={{
          minWidth: 36,
          px: 1,
          fontWeight: 700,
          color: active ? 'primary.main' : 'text.secondary',
          bgcolor: active ? 'action.selected' : 'transparent',
        }}
      >
        {`H${level}`}
      </Button>
    </Tooltip>
  );
}

/** A link for the selected text: typed in a small popover instead of a browser prompt. */
type LinkToolProps = { editor: Editor; active: boolean; hasSelection: boolean };

function LinkTool({ editor, active, hasSelection }: LinkToolProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = (element: HTMLElement) => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setProblem(null);
    setAnchor(element);
  };
  const apply = () => {
    const value = href.trim();
    if (!/^(https?:\/\/|mailto:|tel:)\S+$/i.test(value)) {
      setProblem('Escribe una dirección completa, p. ej. https://…');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    setAnchor(null);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setAnchor(null);
  };

  return (
    <>
      <Tool
        title="Enlace"
        active={active}
        // A link needs text: select some first (or stand on an existing link).
        disabled={!hasSelection && !active}
        onClick={(event) => open(event.currentTarget)}
      >
        <LinkIcon fontSize="small" />
      </Tool>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          component="form"
          sx={{ p: 2, width: 320 }}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Dirección del enlace"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={Boolean(problem)}
            helperText={problem}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            {active && (
              <Button size="small" color="error" onClick={remove}>
                Quitar enlace
              </Button>
            )}
            <Button size="small" variant="contained" type="submit">
              Aplicar
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}

/**
 * The rich-text editor of formula posts (Tiptap). It only produces what the server's allow-list
 * keeps: paragraphs, H2/H3, emphasis, lists, quotes, links and rules. Loaded on demand, so the
 * storefront never downloads it.
 */
export default function RichTextEditor({
  label,
  initialValue,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
}: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialValue,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        spellcheck: 'true',
        lang: 'es',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      hasSelection: !current.state.selection.empty,
    }),
  });

  useEffect(() => {
    inputRef?.({ focus: () => editor.commands.focus() });
    return () => inputRef?.(null);
  }, [editor, inputRef]);

  const chain = () => editor.chain().focus();

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          overflow: 'hidden',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`Formato de ${inSentence(label)}`}
          sx={{
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.5,
            p: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.neutral',
          }}
        >
          <HeadingTool editor={editor} level={2} active={state.h2} />
          <HeadingTool editor={editor} level={3} active={state.h3} />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Tool title="Negrita" active={state.bold} onClick={() => chain().toggleBold().run()}>
            <FormatBoldIcon fontSize="small" />
          </Tool>
          <Tool title="Cursiva" active={state.italic} onClick={() => chain().toggleItalic().run()}>
            <FormatItalicIcon fontSize="small" />
          </Tool>
          <Tool
            title="Subrayado"
            active={state.underline}
            onClick={() => chain().toggleUnderline().run()}
          >
            <FormatUnderlinedIcon fontSize="small" />
          </Tool>
          <Tool title="Tachado" active={state.strike} onClick={() => chain().toggleStrike().run()}>
            <StrikethroughSIcon fontSize="small" />
          </Tool>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Tool
            title="Lista con viñetas"
            active={state.bulletList}
            onClick={() => chain().toggleBulletList().run()}
          >
            <FormatListBulletedIcon fontSize="small" />
          </Tool>
          <Tool
            title="Lista numerada"
            active={state.orderedList}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <FormatListNumberedIcon fontSize="small" />
          </Tool>
          <Tool
            title="Cita"
            active={state.blockquote}
            onClick={() => chain().toggleBlockquote().run()}
          >
            <FormatQuoteIcon fontSize="small" />
          </Tool>
          <Tool title="Línea divisoria" onClick={() => chain().setHorizontalRule().run()}>
            <HorizontalRuleIcon fontSize="small" />
          </Tool>
          <LinkTool editor={editor} active={state.link} hasSelection={state.hasSelection} />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Tool title="Deshacer" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
            <UndoIcon fontSize="small" />
          </Tool>
          <Tool title="Rehacer" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
            <RedoIcon fontSize="small" />
          </Tool>
        </Stack>
        <Box
          sx={[
            richTextSx,
            {
              '& .tiptap': {
                minHeight: 240,
                maxHeight: 600,
                overflowY: 'auto',
                px: 2,
                py: 1.5,
                outline: 'none',
              },
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(error ?? helperText) && (
        <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>
      )}
    </Box>
  );
}
