// Nations of the armies. The skirmisher classes (S11.11, S11.12) and the volley rows (F-ROW-1)
// read them. The King's German Legion served in the British army and counts as British.
#pragma once

#include "model/names.h"

namespace grognard::model {

enum class Nation {
  french,
  british,
  kgl,
  portuguese,
  spanish,
  prussian,
  austrian,
  russian,
  neapolitan,
  italian,
  polish,
  dutch_belgian,
  swedish,
  minor_german,
  other,
};

// British for the rules: the British army, the KGL included.
constexpr bool is_british(Nation n) {
  return n == Nation::british || n == Nation::kgl;
}

inline constexpr std::array<Name<Nation>, 15> kNationNames{{
    {Nation::french, "french"},
    {Nation::british, "british"},
    {Nation::kgl, "kgl"},
    {Nation::portuguese, "portuguese"},
    {Nation::spanish, "spanish"},
    {Nation::prussian, "prussian"},
    {Nation::austrian, "austrian"},
    {Nation::russian, "russian"},
    {Nation::neapolitan, "neapolitan"},
    {Nation::italian, "italian"},
    {Nation::polish, "polish"},
    {Nation::dutch_belgian, "dutch_belgian"},
    {Nation::swedish, "swedish"},
    {Nation::minor_german, "minor_german"},
    {Nation::other, "other"},
}};

}  // namespace grognard::model
