import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

interface CheckListProps {
  /** The group's accessible name. */
  label: string;
  options: readonly { id: number; label: string }[];
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled: boolean;
}

/** Options to tick, one checkbox each, named by its label. */
export function CheckList({ label, options, checked, onToggle, disabled }: CheckListProps) {
  return (
    <FormGroup aria-label={label}>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          label={option.label}
          disabled={disabled}
          control={
            <Checkbox checked={checked.has(option.id)} onChange={() => onToggle(option.id)} />
          }
        />
      ))}
    </FormGroup>
  );
}
