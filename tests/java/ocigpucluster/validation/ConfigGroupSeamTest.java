package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.ValueType;
import ocigpucluster.users.Users;
import ocigpucluster.users.UsersKeys;
import org.junit.jupiter.api.Test;

/** The seam a feature's config plugs into: its group is read only when the caller hands it over. */
class ConfigGroupSeamTest {
    private static final ConfigKey FLAG =
            ConfigKey.of("made.flag", ValueType.BOOLEAN, false, "a made-up feature's flag");
    private static final ConfigGroup<Boolean> MADE = ConfigGroup.of("made", 90, List.of(FLAG), r -> r.bool(FLAG));

    @Test
    void aFeatureGroupIsReadWhenHandedOverAndItsKeysAreUnknownOtherwise() {
        Config c = Config.seedLike().set("made.flag", true);
        SettingsReader.Result with = SettingsReader.read(c.raw(), "test", new Ruleset(List.of(MADE), List.of()));
        assertEquals(List.of(), with.diagnostics());
        assertTrue(with.settings().get(MADE));

        SettingsReader.Result without = SettingsReader.read(c.raw(), "test", Ruleset.SHARED);
        // the group object itself is what the shared surface does not know
        assertEquals(
                List.of("CONFIG_UNKNOWN_KEY made"),
                without.diagnostics().stream().map(d -> d.id() + " " + d.key()).toList());
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> without.settings().get(MADE));
        assertTrue(e.getMessage().contains("config group made"), e.getMessage());
    }

    @Test
    void theSharedSurfaceHoldsNoFeatureKeyAndTheRegistryHoldsEach() {
        assertTrue(ConfigKeys.SHARED.find(UsersKeys.ACCOUNTS.key()).isEmpty());
        assertEquals(
                UsersKeys.ACCOUNTS, Features.KEYS.find(UsersKeys.ACCOUNTS.key()).orElseThrow());
        assertFalse(Users.of(Validation.of(Config.seedLike().raw(), "test", Features.RULES)
                        .settings())
                .managed());
    }

    @Test
    void whatAGroupsReadingReportsIsCataloguedWithTheGroup() {
        assertTrue(Features.RULES.catalog().find("USER_ACCOUNT_INCOMPLETE").isPresent());
        assertTrue(Ruleset.SHARED.catalog().find("USER_ACCOUNT_INCOMPLETE").isEmpty());
        Ruleset made = new Ruleset(List.of(MADE.reporting("MADE_ITEM_BAD", "a made-up item")), List.of());
        assertEquals(
                Diagnostic.Level.ERROR,
                made.catalog().find("MADE_ITEM_BAD").orElseThrow().level());
    }

    @Test
    void aKeyOrARankDeclaredTwiceIsRefused() {
        ConfigGroup<Boolean> sameKey = ConfigGroup.of("again", 91, List.of(FLAG), r -> r.bool(FLAG));
        assertThrows(IllegalArgumentException.class, () -> new ConfigKeys(List.of(MADE, sameKey)));
        ConfigGroup<Boolean> sameRank = ConfigGroup.of("other", 90, List.of(), r -> true);
        assertThrows(IllegalArgumentException.class, () -> new ConfigKeys(List.of(MADE, sameRank)));
    }
}
