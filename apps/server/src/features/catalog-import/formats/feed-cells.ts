import { readText, type CellRead } from '@vitrina/contracts/catalog-import/values';

/** Reads a tag's text into a value; one that cannot be read gives undefined. */
export type CellReader = <T>(read: CellRead<T>) => T | undefined;

/** A reader that notes each reason in `problems`: an offer is refused with all of them. */
export function cellReader(problems: string[]): CellReader {
  return (read) => {
    if ('value' in read) return read.value;
    problems.push(read.problem);
    return undefined;
  };
}

/** A text tag within its limit; undefined for a tag the file lacks (the product's own stays). */
export function optionalText(
  cell: string | undefined,
  what: string,
  max: number,
  read: CellReader,
): string | null | undefined {
  return cell === undefined ? undefined : read(readText(cell, what, max));
}
