import { useSite } from '../../lib/use-site';

/**
 * The ICP and public-security record numbers, each linking to its official register. They are legal
 * identifiers shown as filed, in Chinese on English pages too (hence lang="zh-CN").
 */
export function RecordLinks() {
  const { web } = useSite();
  return (
    <>
      {web.icp ? (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" lang="zh-CN">
          {web.icp}
        </a>
      ) : null}
      {web.prn || web.prnNo ? (
        <a
          href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(web.prnNo)}`}
          target="_blank"
          rel="noopener noreferrer"
          lang="zh-CN"
        >
          {web.prn}
          {web.prnNo}
        </a>
      ) : null}
    </>
  );
}
