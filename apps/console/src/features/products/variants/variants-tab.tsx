import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { LOADING_TEXT } from '../../../shared/ui/page-loader';
import { useGetVariantsQuery } from './variants-api';
import { VariantsEditor, type VariantsEditorProps } from './variants-editor';

type VariantsTabProps = Omit<VariantsEditorProps, 'loaded'>;

/** The «Варианты» tab (issue 29): the product's variants once read. Its own lazy chunk. */
export default function VariantsTab({ product, onChangedChange }: VariantsTabProps) {
  const { data: loaded, isError } = useGetVariantsQuery(product.id);
  if (!loaded) {
    return (
      <Typography role={isError ? 'alert' : 'status'} sx={{ color: 'text.secondary' }}>
        {isError ? messages.product.loadFailed : LOADING_TEXT}
      </Typography>
    );
  }
  return <VariantsEditor product={product} loaded={loaded} onChangedChange={onChangedChange} />;
}
