import { siteKindOf } from './kinds/registry';
import type { ResultProps } from './kinds/site-kind';

/** Any result, in its kind's layout. */
export function ResultView(props: ResultProps) {
  const Result = siteKindOf(props.result.kind).Result;
  return <Result {...props} />;
}
