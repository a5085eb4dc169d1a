import { Link } from 'react-router';
import type { BlogAuthor } from '../../../shared/types.ts';
import { siteHref } from '../../base.ts';

/** The author's page when there is one, else their own URL, else plain text. */
export function AuthorName({ author }: { author: BlogAuthor }) {
  if (author.href) return <Link to={author.href}>{author.name}</Link>;
  if (author.url) return <a href={author.url} rel="noopener noreferrer">{author.name}</a>;
  return <span>{author.name}</span>;
}

/** How Docusaurus names its social platforms; another is shown as written. */
const PLATFORMS: Record<string, string> = { x: 'X', twitter: 'Twitter', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', youtube: 'YouTube', twitch: 'Twitch', newsletter: 'Newsletter' };

function Socials({ socials }: { socials: NonNullable<BlogAuthor['socials']> }) {
  return (
    <small className="blog-author__socials">
      {socials.map((s) => <a key={s.platform} href={s.url} rel="noopener noreferrer">{PLATFORMS[s.platform.toLowerCase()] ?? s.platform}</a>)}
    </small>
  );
}

export function AuthorCard({ author }: { author: BlogAuthor }) {
  return (
    <div className="blog-author">
      {author.imageUrl && <img className="blog-author__avatar" src={siteHref(author.imageUrl)} alt="" width={44} height={44} loading="lazy" />}
      <div>
        <div className="blog-author__name"><AuthorName author={author} /></div>
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {author.url && author.href && <small className="blog-author__url"> · <a href={author.url} rel="noopener noreferrer">{author.url.replace(/^https?:\/\//, '')}</a></small>}
        {author.socials && <Socials socials={author.socials} />}
      </div>
    </div>
  );
}

export function PostAuthors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  return <div className="blog-authors">{authors.map((a) => <AuthorCard key={a.href ?? a.name} author={a} />)}</div>;
}
