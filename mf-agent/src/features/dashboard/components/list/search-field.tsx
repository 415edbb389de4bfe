import { useEffect, useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { AGENT_SEARCH_MAX } from '@nomada/contracts';
import { SearchIcon } from '../../../../components/icons';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';

/** Half a second after the last key: one request per pause in typing, not one per letter. */
const SEARCH_DELAY_MS = 400;

type SearchFieldProps = { label: string; value: string; onSearch: (search: string) => void };

export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={{ md: 'sm' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        maxLength={AGENT_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </InputGroup>
  );
}
