import Alert from '@mui/material/Alert';
import { photoTexts } from './photo-texts';
import type { PickNotices as Notices } from './use-picked-photos';

/** Why files of the last pick were left out. */
export function PickNotices({ notices }: { notices: Notices }) {
  return (
    <>
      {notices.imagesOnly && <Alert severity="error">{photoTexts.imagesOnly}</Alert>}
      {notices.tooLarge.map((name, index) => (
        // Two picked files may share a name.
        <Alert key={`${index}-${name}`} severity="warning">
          {photoTexts.tooLarge(name)}
        </Alert>
      ))}
      {notices.overLimit && <Alert severity="warning">{photoTexts.overLimit}</Alert>}
    </>
  );
}
