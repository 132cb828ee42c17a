import { Select } from '../primitives/Select/Select';

const all = 'all';

export interface FilterSelectProps<V extends string> {
  label: string;
  /** The first choice, for no filter ("All statuses"). */
  allLabel: string;
  items: { id: V; label: string }[];
  value: V | null;
  onChange: (value: V | null) => void;
}

/** A list filter: one of the items, or all of them (null). */
export function FilterSelect<V extends string>({ label, allLabel, items, value, onChange }: FilterSelectProps<V>) {
  return (
    <Select
      label={label}
      items={[{ id: all, label: allLabel }, ...items]}
      value={value ?? all}
      onChange={(key) => onChange(key === all || key === null ? null : (String(key) as V))}
    />
  );
}
