// `/cv/<variant>/resume.json`: the JSON Resume of one of profile.md's `cv_variants`.
export { handler } from "../../resume.json.ts";
