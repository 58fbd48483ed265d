import { ErrorCatalogue } from '@airlock/protocol'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import type { CatalogWallet } from '../../../core/clients/walletApi/walletCatalogState'
import type { ConnectorInfo } from '../../../core/stores/connectionStore'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { Input } from '../../ui/Input'
import { Spinner } from '../../ui/Spinner'
import { VirtualList } from '../../ui/VirtualList'
import { useStore } from '../../useStore'
import { useOpenWallet } from './useOpenWallet'
import { WalletRow } from './WalletRow'
import { SearchIcon } from './walletIcons'

export const NO_WALLET_FOUND = 'No Wallet found'

/** Row height (56 px button + 4 px gap) and the list's viewport: about seven rows. */
const ROW_HEIGHT = 60
const LIST_HEIGHT = 420

const isInstalled = (connector: ConnectorInfo) =>
  connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'

/** The extension in this page that is this wallet: by connector id (own rows), else by rdns. */
const installedConnector = (connectors: readonly ConnectorInfo[], wallet: CatalogWallet) =>
  connectors.find(
    (connector) =>
      isInstalled(connector) &&
      (connector.id === wallet.id || (!!wallet.rdns && connector.rdns === wallet.rdns)),
  )

/** An installed extension as a catalogue row (the catalogue leaves installed wallets out). */
const connectorRow = (connector: ConnectorInfo): CatalogWallet => ({
  id: connector.id,
  name: connector.name,
  image_id: null,
  chains: [],
  rdns: connector.rdns ?? null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  installed: true,
})

/**
 * Every wallet of the catalogue: a windowed list that fetches the next page of
 * 40 as its end comes into view, and the catalogue's search (300 ms after the
 * last keystroke, up to 100 results). A wallet installed here connects; any
 * other opens its app or site (useOpenWallet).
 */
export function AllWalletsView() {
  const instance = useAirlockInstance()
  const catalog = instance.walletCatalog
  const { store } = catalog
  const list = useStore(store, (state) => state.list)
  const total = useStore(store, (state) => state.total)
  const hasMore = useStore(store, (state) => state.hasMore)
  const status = useStore(store, (state) => state.status)
  const pageStatus = useStore(store, (state) => state.pageStatus)
  const error = useStore(store, (state) => state.error)
  const search = useStore(store, (state) => state.search)
  const connectors = useStore(instance.stores.connection, (state) => state.connectors)
  const openWallet = useOpenWallet()
  const [query, setQuery] = useState('')
  const searching = query.trim() !== ''

  useEffect(() => {
    if (store.getState().page === 0) void catalog.fetchNextPage()
    // Back in Connect and here again, the whole list shows, not the last search.
    return () => void catalog.search('')
  }, [catalog, store])

  const fetchNextPage = useCallback(() => {
    if (store.getState().pageStatus !== 'error') void catalog.fetchNextPage()
  }, [catalog, store])

  const renderRow = (wallet: CatalogWallet) => {
    const connector = installedConnector(connectors, wallet)
    return (
      <WalletRow
        name={wallet.name}
        imageId={connector?.imageUrl ? undefined : (wallet.image_id ?? undefined)}
        imageUrl={connector?.imageUrl}
        tag={connector || wallet.installed ? 'Installed' : undefined}
        onClick={() => openWallet({ connectorId: connector?.id, item: wallet })}
      />
    )
  }

  const walletList = (items: readonly CatalogWallet[], count: number, more: boolean) => (
    <VirtualList
      items={items}
      count={count}
      rowHeight={ROW_HEIGHT}
      maxHeight={LIST_HEIGHT}
      label="All wallets"
      getKey={(wallet) => wallet.id}
      renderRow={renderRow}
      onEndReached={more ? fetchNextPage : undefined}
    />
  )

  // No wallet API configured (or an empty catalogue): nothing to list, nothing a search could find.
  const nothingToFind = list.length === 0 && !hasMore && status === 'ready'
  // The catalogue leaves out the extensions installed here (Connect lists them): a search still finds them, first.
  const needle = query.trim().toLowerCase()
  const installedMatches = searching
    ? connectors
        .filter(
          (connector) => isInstalled(connector) && connector.name.toLowerCase().includes(needle),
        )
        .map(connectorRow)
    : []
  const results = [
    ...installedMatches,
    ...search.results.filter(
      (wallet) => !installedMatches.some((match) => !!wallet.rdns && match.rdns === wallet.rdns),
    ),
  ]
  const matchesList =
    installedMatches.length > 0
      ? walletList(installedMatches, installedMatches.length, false)
      : undefined
  let body: ReactNode
  if (searching && nothingToFind) {
    body = matchesList ?? <p className="al-empty">{NO_WALLET_FOUND}</p>
  } else if (searching) {
    if (search.status === 'error')
      body = (
        <>
          {matchesList}
          <Failure message={search.error} />
        </>
      )
    else if (search.status !== 'ready')
      body = (
        <>
          {matchesList}
          <Loading label="Searching wallets" />
        </>
      )
    else if (results.length === 0) body = <p className="al-empty">{NO_WALLET_FOUND}</p>
    else body = walletList(results, results.length, false)
  } else if (list.length === 0) {
    if (status === 'error' || pageStatus === 'error')
      body = <Failure message={error} retry={() => void catalog.fetchNextPage()} />
    else if (hasMore) body = <Loading label="Loading wallets" />
    else body = <p className="al-empty">{NO_WALLET_FOUND}</p>
  } else {
    // The server's count may promise wallets the catalogue then hides (installed, excluded): past the last page, what is in is all.
    body = (
      <>
        {walletList(list, hasMore ? total : list.length, hasMore)}
        {pageStatus === 'error' && (
          <Failure message={error} retry={() => void catalog.fetchNextPage()} />
        )}
      </>
    )
  }

  return (
    <div className="al-view al-all-wallets-view">
      <Input
        label="Search wallet"
        type="search"
        name="search"
        placeholder="Search wallet"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        icon={<SearchIcon />}
        value={query}
        data-autofocus=""
        onChange={(event) => {
          setQuery(event.target.value)
          void catalog.search(event.target.value)
        }}
      />
      {body}
    </div>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div className="al-wallets-status">
      <Spinner label={label} size={24} />
    </div>
  )
}

function Failure({ message, retry }: { message: string | undefined; retry?: () => void }) {
  return (
    <div className="al-wallets-status">
      <p className="al-field-error" role="alert">
        {message ?? ErrorCatalogue.SOMETHING_WENT_WRONG}
      </p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  )
}
