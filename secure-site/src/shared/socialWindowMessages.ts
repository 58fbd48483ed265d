/**
 * The messages between the social popup's pages and the frame, all on the secure
 * origin (targetOrigin pinned to it, accepted only from it); the host is never a party:
 * - HELLO (start page → every frame of its opener): which flow it is opening;
 * - BINDING (the frame that started that flow → the start page): the binding the
 *   start page proves the browser with, and the provider's authorize URL;
 * - DONE (callback page → the frames of its opener): the flow ended; no content, the
 *   frame asks the server what came of it.
 */
export const SOCIAL_HELLO_TYPE = '@airlock-social/HELLO'
export const SOCIAL_BINDING_TYPE = '@airlock-social/BINDING'
export const SOCIAL_DONE_TYPE = '@airlock-social/DONE'
