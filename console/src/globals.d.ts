/** Each push topic's example payload, sampled from openapi/socket.yaml at build time (console/vite.config.ts). */
declare const __TOPIC_EXAMPLES__: Record<string, unknown>;
