import { useState } from 'react'
import { Avatar } from '../../ui/Avatar'

export interface ProfileAvatarProps {
  address: string
  /** The identity's avatar URL; the address's identicon when absent or broken. */
  image: string | undefined
  size?: number | undefined
}

/** The account's picture: its avatar when it has one, else its identicon. Decorative. */
export function ProfileAvatar({ address, image, size = 72 }: ProfileAvatarProps) {
  const [failed, setFailed] = useState<string>()
  if (!image || failed === image) return <Avatar address={address} size={size} />
  return (
    <img
      className="al-avatar"
      src={image}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(image)}
    />
  )
}
