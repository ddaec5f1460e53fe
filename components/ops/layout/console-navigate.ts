/** Where the console sends an operator whose session ended. */
export const OPS_LOGIN_PATH = '/ops/login';

/**
 * A full page load after the console session changed (login, logout, enrolment): the console's frame is a
 * server layout that a soft navigation would keep with the old operator's navigation. `path` is a console path.
 */
export function reloadConsoleAt(path: string): void {
  window.location.assign(path);
}
