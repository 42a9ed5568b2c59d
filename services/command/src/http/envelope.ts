/** The spec's response envelope: success is code 100. */
export const SUCCESS_CODE = 100;

export const ok = <T>(response: T) => ({ code: SUCCESS_CODE, message: "success", response });
export const page = <T>(rows: T[], total: number) => ({ code: SUCCESS_CODE, message: "success", rows, total });
