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
  /** The id of what is wrong with the choice, said under the list. */
  describedBy?: string;
}

/** Options to tick, one checkbox each, named by its label. */
export function CheckList(props: CheckListProps) {
  const { label, options, checked, onToggle, disabled, describedBy } = props;
  return (
    <FormGroup role="group" aria-label={label} aria-describedby={describedBy}>
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
