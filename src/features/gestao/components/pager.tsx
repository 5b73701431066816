import './pager.css';

interface PagerProps {
  page: number;
  pageSize: number;
  /** How many match; with `totalCapped`, only a lower bound (the server stopped counting). */
  total: number;
  totalCapped?: boolean | undefined;
  /** Whether a page follows, when the total cannot say (a capped count). */
  hasNext?: boolean | undefined;
  onPage: (page: number) => void;
}

/** Anterior / Próxima under a list paginated on the server. */
export function Pager({ page, pageSize, total, totalCapped = false, hasNext, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const lastPage = totalCapped ? !hasNext : page >= pages;
  if (page <= 1 && lastPage) return null;
  let of = ` de ${pages.toLocaleString('pt-BR')}`;
  if (totalCapped) of = page <= pages ? ` de mais de ${pages.toLocaleString('pt-BR')}` : '';
  return (
    <nav className="gestao-pager" aria-label="Paginação">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page.toLocaleString('pt-BR')}
        {of}
      </span>
      <button type="button" className="button" disabled={lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}
