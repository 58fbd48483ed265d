/** Icons of the Account view's actions and the activity list, on the grid of icons.tsx. */
import { Icon } from '../../ui/icons'

/** Buy: a card. */
export const BuyIcon = () => (
  <Icon>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
)

/** Swap: two opposed arrows. */
export const SwapIcon = () => (
  <Icon>
    <path d="M7 4L4 7l3 3M4 7h12M17 20l3-3-3-3M20 17H8" />
  </Icon>
)

/** Receive: an arrow down into a tray. */
export const ReceiveIcon = () => (
  <Icon>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14" />
  </Icon>
)

/** Send: an arrow up and away. */
export const SendIcon = () => (
  <Icon>
    <path d="M7 17L17 7M9 7h8v8" />
  </Icon>
)

/** Activity: a clock. */
export const ActivityIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

/** A name tag: the name-registration entry. */
export const NameIcon = () => (
  <Icon>
    <path d="M3.5 12.5V5.5a2 2 0 0 1 2-2h7l8 8-9 9-8-8z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </Icon>
)

export const ChevronRightIcon = () => (
  <Icon size={16}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
)

/** Received: arrow down-left. */
export const ArrowInIcon = () => (
  <Icon size={16}>
    <path d="M17 7L7 17M15 17H7V9" />
  </Icon>
)

/** Sent: arrow up-right. */
export const ArrowOutIcon = () => (
  <Icon size={16}>
    <path d="M7 17L17 7M9 7h8v8" />
  </Icon>
)

/** Between one's own accounts, or a trade: both ways. */
export const ArrowBothIcon = () => (
  <Icon size={16}>
    <path d="M7 4L4 7l3 3M4 7h12M17 20l3-3-3-3M20 17H8" />
  </Icon>
)
