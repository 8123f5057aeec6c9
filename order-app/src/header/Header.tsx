import { useEffect, useState, type MouseEvent } from 'react'

import type { NavItemKind } from '@valuedesk/domain/content'

import { signedInUser } from '../account/accountApi.ts'
import { openContactPanel } from '../contact/contactEvents.ts'
import './header.css'

export type NavItem = { label: string; href: string; kind: NavItemKind }

type Props = { items: NavItem[]; logoSrc: string; siteName: string }

const howItWorksId = 'how-it-works'

/** Server-rendered HTML works without JavaScript (the menu opens by :target). */
export function Header({ items, logoSrc, siteName }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [scrolled, setScrolled] = useState(false)
  // "Sign in" until this browser's session is known to be an account's (a guest's session has none).
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => {
    signedInUser().then(
      (user) => setSignedIn(Boolean(user && !user.Guest)),
      () => setSignedIn(false),
    )
  }, [])

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      document.querySelector<HTMLElement>('.site-header__toggle')?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    // Back/forward and hash navigations are route changes too: the menu closes after each.
    const close = () => setMenuOpen(false)
    window.addEventListener('popstate', close)
    window.addEventListener('hashchange', close)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', close)
      window.removeEventListener('hashchange', close)
    }
  }, [])

  const onItemClick = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false)
    if (item.kind === 'contact') {
      event.preventDefault()
      openContactPanel()
    } else if (item.kind === 'howItWorks') {
      const section = document.getElementById(howItWorksId)
      if (!section) return // not on this page: the link goes home with the anchor
      event.preventDefault()
      section.scrollIntoView({
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      })
      history.pushState(null, '', `#${howItWorksId}`)
    }
  }

  return (
    <header
      className={`site-header${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' menu-open' : ''}`}
      id="site-header"
    >
      <div className="site-header__inner">
        <a href="/" className="site-header__logo" aria-label={`${siteName} home`}>
          <img src={logoSrc} alt="" width="160" height="40" />
        </a>
        <a
          href={menuOpen ? '#' : '#site-nav'}
          role="button"
          className="site-header__toggle"
          aria-controls="site-nav"
          aria-expanded={menuOpen}
          onClick={(event) => {
            event.preventDefault()
            setMenuOpen((open) => !open)
          }}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="site-header__bars" aria-hidden="true" />
        </a>
        <nav id="site-nav" className="site-header__nav" aria-label="Main">
          <ul>
            {items.map((item) => (
              <li key={`${item.kind}-${item.href}`}>
                <a
                  href={item.kind === 'howItWorks' ? `/#${howItWorksId}` : item.href}
                  className={item.kind === 'button' ? 'button button--accent' : undefined}
                  onClick={onItemClick(item)}
                  {...(item.kind === 'contact' ? { 'aria-haspopup': 'dialog' as const } : {})}
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href={signedIn ? '/account' : '/sign-in'} onClick={() => setMenuOpen(false)}>
                {signedIn ? 'My account' : 'Sign in'}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
