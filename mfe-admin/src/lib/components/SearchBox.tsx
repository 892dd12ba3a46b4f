// A list's search field: submitted with Enter or the button, kept in the URL (?q=) by the page.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, useT } from '@portal/shared';

const Row = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  flex: 1 1 280px;
  min-width: 0;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    /* Level with the input, under the field's label (one line of small text and the field's gap). */
    margin-top: calc(${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight} + 6px);
  }
`;

export interface SearchBoxProps {
  label: string;
  hint?: string;
  value: string;
  onSearch(q: string): void;
}

export function SearchBox({ label, hint, value, onSearch }: SearchBoxProps) {
  const { t } = useT('admin');
  const [text, setText] = useState(value);
  // A search changed elsewhere (back button, a link) shows here: state adjusted while rendering.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Row role="search" onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </Row>
  );
}
