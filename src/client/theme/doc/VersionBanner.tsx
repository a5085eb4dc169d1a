import { Link } from 'react-router';
import site from 'virtual:entix/site';
import type { PageData } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';
import { useDocsVersion } from '../use-docs-version.ts';

/**
 * Docusaurus' banner on an unmaintained version's pages, with its wording: the link leads to the
 * same page in the current version where it has one (the page's `versions`, built with the site).
 */
export function VersionBanner({ data }: { data: Pick<PageData, 'path' | 'versions'> }) {
  const t = useT();
  const version = useDocsVersion(data.path);
  if (!version || version.banner !== 'unmaintained') return null;
  const latest = site.docs.versions[0]!;
  const [before, after = ''] = t('version.latestPrompt', { versionLabel: latest.label }).split('{latestVersionLink}');
  return (
    <div className="admonition admonition--warning version-banner" role="note">
      <p>{t('version.unmaintained', { siteTitle: site.title, versionLabel: version.label })}</p>
      <p>
        {before}
        <b><Link to={data.versions?.[latest.name] ?? latest.path}>{t('version.latestLink')}</Link></b>
        {after}
      </p>
    </div>
  );
}

/** "Version: 3.1" above an older version's title; the current version's pages stay as they were. */
export function VersionBadge({ path }: { path: string }) {
  const t = useT();
  const version = useDocsVersion(path);
  if (!version || version === site.docs.versions[0]) return null;
  return <span className="badge badge--secondary version-badge">{t('version.badge', { versionLabel: version.label })}</span>;
}
