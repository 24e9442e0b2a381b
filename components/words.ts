/**
 * The site's words for components deep in a page (a code block inside the
 * owner's Markdown) that are given no site: Layout provides the page's
 * messages, in its language, around every page.
 */
import { createContext } from "preact";
import { type Messages, messagesFor } from "../lib/content/messages.ts";

/** The messages of the page being rendered; English outside a Layout. */
export const Words = createContext<Messages>(messagesFor("en"));
