import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown's elements as the console's typography. react-markdown builds React elements, never
 * raw HTML, and drops links of unsafe protocols, so an operator's file cannot inject markup.
 */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  ),
  // The document's sections, sized for reading on a phone: MUI's h2 and h3 are display sizes.
  h2: ({ children }) => (
    <Typography variant="h2" sx={{ mt: 4, mb: 1.5, fontSize: '1.375rem', fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.125rem', fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>,
  li: ({ children }) => (
    <Typography component="li" sx={{ mb: 0.75 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => <Link href={href}>{children}</Link>,
};

export function LegalMarkdown({ markdown }: { markdown: string }) {
  return <Markdown components={components}>{markdown}</Markdown>;
}
