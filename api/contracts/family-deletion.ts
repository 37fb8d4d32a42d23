/** What a parent types to confirm that the family's data leaves the server for good. */
export const DELETE_CONFIRMATION = 'DELETE'
