/** A page-level notice for bad input or missing data, with a way out. */
export function PageNotice({
  title,
  message,
  href,
  linkLabel,
}: {
  title: string;
  message: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <section className="page-notice" aria-labelledby="page-notice-title">
      <h1 id="page-notice-title">{title}</h1>
      <p>{message}</p>
      {href && linkLabel ? (
        <p>
          <a href={href}>{linkLabel}</a>
        </p>
      ) : null}
    </section>
  );
}
