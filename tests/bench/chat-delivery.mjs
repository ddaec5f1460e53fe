// Which stream frame announced which message, for the chat bench and the fault run. A `message` event names only its
// conversation (lib/db/schema/live.ts), both members of a conversation send at once, and a stream writes an event that
// committed after a later one under the later id (its cursor only grows: lib/server/events/live-stream.ts), so the
// match is made against the database: the recipient's live_events row written in the message's own transaction (the
// same xmin) is the message's event. A frame whose `id:` is that row's id is its delivery; the rows left over are
// matched, per member and conversation, in id order to the frames left over with that conversation, in arrival order.

/** Every frame each member's stream received, in arrival order: member id → [{ id, ref, at }]. */
export function eventLog() {
  const byMember = new Map();
  return {
    byMember,
    add(memberId, event) {
      let ref = null;
      try {
        ref = JSON.parse(event.data).ref ?? null;
      } catch {
        // not JSON: counted, never matched
      }
      let frames = byMember.get(memberId);
      if (!frames) byMember.set(memberId, (frames = []));
      frames.push({ id: event.id, ref, at: event.at });
    },
    /** How many frames the member's stream received after `since` (performance.now()). */
    countAfter(memberId, since) {
      return (byMember.get(memberId) ?? []).filter((f) => f.at >= since).length;
    },
  };
}

/**
 * The arrival time of each message's event in its recipient's stream: message id → performance.now() (absent when it
 * never arrived), and how many of the messages had no event row at all.
 */
export async function arrivals(sql, memberIds, messageIds, events) {
  const { rows } = await sql.query(
    `select e.id::text as event_id, e.user_id, e.ref, m.id as message_id
     from live_events e
     left join messages m on m.xmin = e.xmin and m.conversation_id::text = e.ref and m.sender_id <> e.user_id
     where e.kind = 'message' and e.user_id = any($1::uuid[])
     order by e.id`,
    [memberIds],
  );
  const arrived = new Map();
  const rowsByMember = new Map();
  for (const row of rows) rowsByMember.set(row.user_id, [...(rowsByMember.get(row.user_id) ?? []), row]);
  for (const [member, memberRows] of rowsByMember) {
    const frames = (events.byMember.get(member) ?? []).map((f) => ({ ...f, used: false }));
    const leftover = [];
    for (const row of memberRows) {
      const frame = frames.find((f) => !f.used && f.id === row.event_id && f.ref === row.ref);
      if (frame) {
        frame.used = true;
        if (row.message_id) arrived.set(row.message_id, frame.at);
      } else leftover.push(row);
    }
    for (const row of leftover) {
      const frame = frames.find((f) => !f.used && f.ref === row.ref);
      if (!frame) continue;
      frame.used = true;
      if (row.message_id) arrived.set(row.message_id, frame.at);
    }
  }
  const written = new Set(rows.filter((r) => r.message_id).map((r) => r.message_id));
  return { arrived, unwritten: messageIds.filter((id) => !written.has(id)).length };
}

/**
 * Delivery times (ms) from each acknowledged send's first attempt to its event's arrival in the recipient's stream;
 * `missing`: acknowledged messages whose event never arrived there (`unwritten` of them had no event row).
 */
export async function deliveryTimes(sql, memberIds, sent, events) {
  const { arrived, unwritten } = await arrivals(
    sql,
    memberIds,
    sent.map((s) => s.id),
    events,
  );
  const times = [];
  let missing = 0;
  for (const message of sent) {
    const at = arrived.get(message.id);
    if (at === undefined) missing += 1;
    else times.push(at - message.first);
  }
  return { times, missing, unwritten };
}
