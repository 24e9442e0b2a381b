import { apiHandler } from "../../../lib/api/router.ts";

export const handler = { GET: apiHandler };
