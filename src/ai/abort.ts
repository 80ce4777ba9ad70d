/** The rejection of a cancelled AI request (as `fetch` rejects on abort). */
export function abortError(message = 'The AI request was cancelled.'): DOMException {
  return new DOMException(message, 'AbortError');
}
