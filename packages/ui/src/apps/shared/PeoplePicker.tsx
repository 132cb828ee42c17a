import { useState } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './PeoplePicker.css';

/** A colleague one may name: his user id, name and picture. */
export interface Colleague {
  id: string;
  name: string;
  avatar?: string | null;
}

export interface PeoplePickerProps {
  /** Everyone who may be chosen (the signed-in user left out where he always counts). */
  colleagues: readonly Colleague[];
  /** The ids chosen, in the order they were added. */
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** The search field's label ("Add a colleague"). */
  addLabel: string;
  /** The chosen list's heading and name. */
  listLabel: string;
  /** What shows when nobody is chosen. */
  emptyText: string;
  /** The remove button's name for one person ("Stop sharing with {name}"). */
  removeLabel: (name: string) => string;
  /** The field's error, shown under the search field. */
  errorMessage?: string;
}

/**
 * Colleagues chosen by name: a search field (type a few letters, pick one) and the list of those
 * chosen, each with his picture and a button that takes him off. Scales to a company's whole staff,
 * where a list of boxes to tick would not.
 */
export function PeoplePicker(props: PeoplePickerProps) {
  // Each pick starts the search afresh (a new field, closed and empty, still focused).
  const [picks, setPicks] = useState(0);
  const byId = new Map(props.colleagues.map((c) => [c.id, c]));
  const offered = props.colleagues
    .filter((c) => !props.chosen.includes(c.id))
    .map((c) => ({ id: c.id, label: c.name }));
  return (
    <div className={styles.picker}>
      <ComboBox
        key={picks}
        autoFocus={picks > 0}
        label={props.addLabel}
        items={offered}
        value={null}
        onChange={(key) => {
          if (key === null) return;
          props.onChange([...props.chosen, String(key)]);
          setPicks((n) => n + 1);
        }}
        errorMessage={props.errorMessage}
        icon="heroicons_outline:user-plus"
      />
      <h3 className={styles.heading}>{props.listLabel}</h3>
      {props.chosen.length ? (
        <ul className={styles.people} aria-label={props.listLabel}>
          {props.chosen.map((id) => {
            const name = byId.get(id)?.name ?? id;
            return (
              <li key={id} className={styles.person}>
                <Avatar name={name} src={byId.get(id)?.avatar} size="sm" />
                <span className={styles.personName}>{name}</span>
                <IconButton
                  icon="heroicons_outline:x-mark"
                  size="sm"
                  label={props.removeLabel(name)}
                  onPress={() => props.onChange(props.chosen.filter((x) => x !== id))}
                  noTooltip
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{props.emptyText}</p>
      )}
    </div>
  );
}
