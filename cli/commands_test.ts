import assert from "node:assert/strict";
import type { z } from "zod";
import {
  Contact,
  FaqList,
  Page,
  PageList,
  Profile,
  Project,
  ProjectList,
  ServiceList,
} from "../lib/content/shapes.ts";
import { COMMANDS, pagePath } from "./commands.ts";
import type { Shape } from "./shape.ts";

/** The shape the client checks for a zod schema of the service: its strings, lists and objects. */
function shapeOf(schema: z.ZodType): Shape {
  const def = schema._zod.def as unknown as Record<string, z.ZodType> & {
    type: string;
  };
  switch (def.type) {
    case "optional": {
      const inner = shapeOf(def.innerType);
      assert.equal(
        typeof inner,
        "string",
        "only strings and string lists are optional",
      );
      return `${inner}?` as Shape;
    }
    case "string":
    case "enum":
      return "string";
    case "array": {
      const element = shapeOf(def.element);
      return element === "string" ? "string[]" : [element];
    }
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape as unknown as Record<string, z.ZodType>)
          .map(([key, value]) => [key, shapeOf(value)]),
      );
    default:
      throw new Error(`no shape for a zod ${def.type}`);
  }
}

Deno.test("each command checks exactly the shape the API's schema gives its answer", () => {
  const schemas: Record<string, z.ZodType> = {
    profile: Profile,
    projects: ProjectList,
    project: Project,
    services: ServiceList,
    faq: FaqList,
    contact: Contact,
    pages: PageList,
    page: Page,
  };
  assert.deepEqual(
    COMMANDS.map((c) => c.name).sort(),
    Object.keys(schemas).sort(),
  );
  for (const command of COMMANDS) {
    assert.deepEqual(
      command.shape,
      shapeOf(schemas[command.name]),
      command.name,
    );
  }
});

Deno.test("pagePath adds the slashes a typed page name lacks", () => {
  assert.equal(pagePath("pricing"), "/pricing/");
  assert.equal(pagePath("work/fleet-dashboard"), "/work/fleet-dashboard/");
  assert.equal(pagePath("pricing/"), "/pricing/");
  assert.equal(pagePath("index.md"), "/index.md");
  assert.equal(pagePath("/pricing"), "/pricing");
  assert.equal(
    COMMANDS.find((command) => command.name === "page")!.path("pricing"),
    "/page?path=%2Fpricing%2F",
  );
});
