/**
 * A table looked up by a word of the text, holding its own entries and nothing else. A plain
 * object literal also answers for the names on Object.prototype: looked up by "constructor" it
 * gives a function, so a witness who spoke of the constructor had that function as its lemma (a
 * currency's word) and a count of times in its details. Any word can be read, so none may reach
 * the prototype.
 */
export function wordTable<V>(entries: Readonly<Record<string, V>>): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
