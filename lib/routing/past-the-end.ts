/**
 * Issue 20 item 6, issue 31 item 6: page N of a list past its last page is not a page (page 1 of an empty list is).
 * A list page answers it as the readable 404 (`NotFoundBody`, HTTP 404) with the 404 head (its `generateMetadata`
 * answers `{}`), never its own template with an empty list. `list` is the API's page answer (`pages`: how many).
 */
export function pastTheEnd(page: number, list: { pages: number } | null | undefined): boolean {
  return page > 1 && list != null && page > list.pages;
}
