import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import { useRef } from 'react';
import { showToast } from './toasts/show-toast';

interface CodeSnippetProps {
  /** The exact text the merchant pastes into their site. */
  code: string;
}

/** Read-only code with a copy button; the toast confirms the copy (spec §2.6). */
export function CodeSnippet({ code }: CodeSnippetProps) {
  const block = useRef<HTMLPreElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      void showToast(messages.widget.codeCopied, { variant: 'success' });
    } catch {
      // No clipboard (a page not served over https): select the code to copy by hand.
      if (block.current) window.getSelection()?.selectAllChildren(block.current);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <Box
        component="pre"
        ref={block}
        aria-label="Код"
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {code}
      </Box>
      <Button startIcon={<CopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
        Скопировать
      </Button>
    </Stack>
  );
}
