type Column = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array

/** A copy of `column` with `length` entries: cut, or with zeros after its own. */
export function resized<T extends Column>(column: T, length: number): T {
  const copy = new (column.constructor as new (length: number) => T)(length)
  copy.set(column.length > length ? column.subarray(0, length) : column)
  return copy
}
