// Which stream event announced which message, for the chat bench and the fault run. A `message` event names only
// its conversation (lib/db/schema/live.ts), and both members of a conversation send at once, so the match is made
// in the database: the live_events row of the recipient that was written in the message's own transaction (the
// same xmin) is the message's event, and its id is the `id:` the recipient's stream received.

/** Every event each member's stream received: member id → (event id → the first time it arrived, performance.now()). */
export function eventLog() {
  const byMember = new Map();
  return {
    byMember,
    add(memberId, event) {
      if (event.id === null || event.id === undefined) return;
      let seen = byMember.get(memberId);
      if (!seen) byMember.set(memberId, (seen = new Map()));
      if (!seen.has(event.id)) seen.set(event.id, event.at);
    },
    /** How many distinct events the member's stream received after `since` (performance.now()). */
    countAfter(memberId, since) {
      let n = 0;
      for (const at of byMember.get(memberId)?.values() ?? []) if (at >= since) n += 1;
      return n;
    },
  };
}

/** The recipient's `message` event of each message id: message id → event id (as the stream's string). */
export async function messageEvents(sql, messageIds) {
  const map = new Map();
  for (let i = 0; i < messageIds.length; i += 5000) {
    const { rows } = await sql.query(
      `select m.id as message_id, e.id::text as event_id
       from messages m
       join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id <> m.sender_id
       join live_events e on e.user_id = cm.user_id and e.kind = 'message' and e.xmin = m.xmin
       where m.id = any($1::uuid[])`,
      [messageIds.slice(i, i + 5000)],
    );
    for (const row of rows) map.set(row.message_id, row.event_id);
  }
  return map;
}

/**
 * Delivery times (ms) from each acknowledged send's first attempt to its event's arrival in the recipient's stream;
 * `missing`: acknowledged messages whose event never arrived there (or was never written).
 */
export async function deliveryTimes(sql, sent, events) {
  const eventOf = await messageEvents(
    sql,
    sent.map((s) => s.id),
  );
  const times = [];
  let missing = 0;
  for (const message of sent) {
    const eventId = eventOf.get(message.id);
    const at = eventId === undefined ? undefined : events.byMember.get(message.recipient)?.get(eventId);
    if (at === undefined) missing += 1;
    else times.push(at - message.first);
  }
  return { times, missing, unwritten: sent.length - eventOf.size };
}
