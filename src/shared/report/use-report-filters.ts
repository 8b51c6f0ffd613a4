import { useCallback, useState } from 'react';
import type { FilterValues } from './report-filters';

/**
 * A report's applied filter and page: the page goes back to the first
 * whenever another filter is applied.
 */
export function useReportFilters<F extends FilterValues>(initial: () => F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const apply = useCallback((values: FilterValues) => {
    setFilters(values as F);
    setPage(1);
  }, []);
  return { filters, page, setPage, apply };
}
