/** A server-sent event as POST /api/chat sends them. */
export type ServerEvent = { event: string; data: string };

/**
 * Reads server-sent events from text arriving in arbitrary pieces: `push` returns the events completed by a
 * piece, keeping any partial event for the next one. Only the fields our server sends (event, data).
 */
export function createEventParser() {
  let buffer = '';
  return {
    push(text: string): ServerEvent[] {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: ServerEvent[] = [];
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length) events.push({ event, data: data.join('\n') });
      }
      return events;
    },
  };
}
