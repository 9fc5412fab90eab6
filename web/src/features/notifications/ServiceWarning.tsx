/** Spec §2: the 'degraded' state's header and warning. */
export function ServiceWarning() {
  return (
    <div className="notification-warning" role="status">
      <h2>Limited Service</h2>
      <p>Notification service is experiencing issues. Some notifications may be delayed.</p>
    </div>
  );
}
