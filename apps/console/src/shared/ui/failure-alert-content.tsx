import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { serverDetailOf } from '../api/server-detail';

export interface FailureAlertProps {
  /** What failed, in the words of the spec's error catalogue. */
  message: string;
  /** The failed call's error; the server's detail, when it gave one, is shown under the message. */
  error?: unknown;
}

/** The alert itself, loaded by failure-alert.tsx when a call first fails. */
export default function FailureAlertContent({ message, error }: FailureAlertProps) {
  const detail = serverDetailOf(error);
  return (
    <Alert severity="error">
      {detail ? <AlertTitle>{message}</AlertTitle> : message}
      {detail}
    </Alert>
  );
}
