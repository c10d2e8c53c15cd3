import { base64LengthOf, SIMULATOR_FILE_MAX_BYTES } from '@balcao/contracts';

/**
 * Request body limits. Every route takes service-kit's default (1 MB of JSON) unless it says
 * otherwise here. The office's documents (20 MB) go through multipart, which @fastify/multipart
 * streams under its own file size limit, so no JSON route needs more.
 */

/** Routes anyone may call (the simulator's scan and read mark): a few fields. */
export const SMALL_BODY_LIMIT = 16 * 1024;

/**
 * The simulator phone's message: its file in base64 plus the JSON around it. The text (65,536
 * characters) and caption (4,096) take at most 6 bytes a character once escaped (\u00XX):
 * about 400 KB; 512 KB leaves room for the other fields.
 */
export const PHONE_MESSAGE_BODY_LIMIT = base64LengthOf(SIMULATOR_FILE_MAX_BYTES) + 512 * 1024;
