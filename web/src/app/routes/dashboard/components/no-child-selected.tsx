/** A signed-in child whose child record is gone (or was never linked). */
export function NoChildSelected() {
  return (
    <article>
      <h2>No Child Selected</h2>
      <p>Ask your parent to add a child account first.</p>
    </article>
  )
}
