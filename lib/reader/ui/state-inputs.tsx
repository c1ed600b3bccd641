import { stateQuery, type ReaderState } from '../link';

/** Hidden inputs that keep the reader's state when a GET form is submitted. */
export function ReaderStateInputs({ state }: { state: ReaderState }) {
  return (
    <>
      {Object.entries(stateQuery(state)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
