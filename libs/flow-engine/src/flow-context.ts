/** Who the flow talks to and who may take over, for the placeholders of spec 2 §4. */
export interface FlowClientContext {
  name?: string | null;
  phone?: string | null;
  document?: string | null;
  status?: string | null;
  /** ISO date-time. */
  createdAt?: string | null;
}

export interface FlowAttendantContext {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: string | null;
}

export interface FlowContext {
  client?: FlowClientContext;
  attendant?: FlowAttendantContext;
}
